// Runs once when the server starts (lib/server/start.ts). The Node.js-only code sits behind the runtime
// check in its own module, so the Edge build never compiles it.
export async function register() {
  if (process.env.NEXT_RUNTIME === 'nodejs') {
    const { startServer } = await import('@/lib/server/start');
    await startServer();
  }
}
