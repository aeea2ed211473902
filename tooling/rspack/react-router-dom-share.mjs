// `react-router-dom` as the federated apps share it: the shared router (share key
// `react-router`, react-router-share.mjs) plus react-dom's RouterProvider, the one that flushes
// navigations through react-dom, as the package itself does.
export * from 'react-router';
export { RouterProvider } from 'react-router-build/dom';
