/**
 * The global array through which a federated app's chunks register themselves. Named here so
 * the build (tooling/rspack) and the shell agree on it: before loading a redeployed remote the
 * shell drops the old array, or the new build's runtime would adopt the old build's chunks
 * (chunk ids are stable across builds, their code is not).
 */
export const chunkLoadingGlobalOf = (appName: string): string => `quranLiveChunks_${appName}`;
