// Standalone development entry; the shell loads this remote through remoteEntry.js instead.
import('./app/standalone');
