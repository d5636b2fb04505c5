// After the whole run: stop the remote servers that specs restarted (remote-down, deploy).
import { stopRestartedRemotes } from './stack';

export default function globalTeardown() {
  stopRestartedRemotes();
}
