// How long a company message may be (limits the spec leaves open; api/README.md): the composer
// stops a longer text before sending, the api refuses it.
export const MESSAGE_MAX_CONTENT = 10_000;
export const MESSAGE_MAX_TITLE = 255;
