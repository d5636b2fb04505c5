// The "must be filled in" check of the auth forms. Apart from the e-mail and password rules
// (./validation, which parse with zod) so the login page's first load stays without zod.
export function required(message: string) {
  return (value: string | undefined): string | undefined =>
    value === undefined || value.trim() === '' ? message : undefined;
}
