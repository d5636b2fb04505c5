// The remote modules the first-sight render mounts (./render.tsx). The server build resolves
// each to the file its remote exposes (scripts/lib/first-sight.mjs); in the browser they are
// loaded at run time, never imported.
declare module 'remote_jobs/Routes' {
  const Page: import('react').ComponentType;
  export default Page;
}
declare module 'remote_applicants/Routes' {
  const Page: import('react').ComponentType;
  export default Page;
}
declare module 'remote_applicants/CandidateDetail' {
  const Page: import('react').ComponentType;
  export default Page;
}
