// Modules of @portal/shared that the shell does not use itself but provides to the remotes: the
// first screen of every remote needs them, and with the shell's copies already on the page no
// remote waits one more round trip for its own.
import '@portal/shared/use-site-id';
import '@portal/shared/http-return-to';
import '@portal/shared/ui/field';
import '@portal/shared/ui/page-title';
