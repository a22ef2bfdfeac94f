// Asynchronous boundary: shared singletons are negotiated by the federation runtime before the app runs.
import('./bootstrap').catch((error: unknown) => {
  console.error('[shell] failed to start', error);
  const root = document.getElementById('root');
  if (root) root.textContent = 'Er is een fout opgetreden, probeer het later opnieuw.';
});
