// zod as the contract and the shared rules use it. In the browser its JIT is off: zod would
// otherwise probe `new Function('')`, which the Content-Security-Policy (no 'unsafe-eval')
// reports as a violation on every page that validates. The api keeps the JIT.
import { z } from 'zod';

z.config({ jitless: 'document' in globalThis });

export { z };
