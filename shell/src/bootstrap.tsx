// Starts the shell: registers the remotes listed in /remotes.json, then renders. A missing or
// broken remotes.json must not stop the shell: each mount shows its fallback and retries.
// The first render is a transition: React renders it in slices of a few milliseconds, so the
// page never blocks input for long while the shell and the first screen mount.
import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { registerRemotesFromConfig } from './app/remotes';
import { takeOverWhenLive } from './app/prerender-takeover';

export { loadLayout } from './app/routes';

function render() {
  const container = document.getElementById('root');
  if (!container) return;
  // A prerendered page (login and the other logged-out pages) stays on screen, typed into, until
  // its live twin has mounted in #root (out of the document until then).
  takeOverWhenLive(container);
  const root = createRoot(container);
  startTransition(() => root.render(<App />));
}

// Rendering waits for a task of its own: evaluating the shell's modules and rendering are two
// shorter tasks instead of one long one.
const renderSoon = () => setTimeout(render, 0);
registerRemotesFromConfig().then(renderSoon, renderSoon);
