// A node:test reporter that writes one line per test file whose process died of a signal (a
// crash of the runtime itself, not a failed assertion), and one line per other failure, so the
// runner can tell the two apart.
export default async function* crashReporter(source) {
  for await (const event of source) {
    if (event.type !== 'test:fail') continue;
    const { name, nesting, file, details } = event.data;
    const signal = details?.error?.signal ?? null;
    const crashed = nesting === 0 && signal !== null;
    yield `${JSON.stringify(crashed ? { crashed: file, name, signal } : { failed: name })}\n`;
  }
}
