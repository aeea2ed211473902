/**
 * Where the API lives. Built into each app as a default, and replaced at run time by the shell
 * from remotes.json, so one build can be deployed against any API host.
 */
let apiUrl: string = process.env.DEFAULT_API_URL ?? 'http://localhost:3001';

/** The API origin every HTTP call and the socket use. */
export function getApiUrl(): string {
  return apiUrl;
}

/** Points the whole page (host and remotes) at another API origin. */
export function setApiUrl(url: string): void {
  apiUrl = url.replace(/\/+$/, '');
}
