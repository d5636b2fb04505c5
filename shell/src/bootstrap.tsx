// Starts the shell: registers the remotes listed in /remotes.json, then renders. A missing or
// broken remotes.json must not stop the shell: each mount shows its fallback and retries.
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { registerRemotesFromConfig } from './app/remotes';

function render() {
  const container = document.getElementById('root');
  if (container) createRoot(container).render(<App />);
}

registerRemotesFromConfig().then(render, render);
