// `react-router-dom` as the federated apps share it: the shared router (share key
// `react-router`, react-router-share.mjs). The apps use no react-dom-specific export (the data
// router's RouterProvider was the only one).
export * from 'react-router';
