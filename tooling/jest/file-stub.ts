// Asset imports resolve to their file name in tests, as the bundler resolves them to a URL.
export default 'test-file-stub';
