// The one thing faithcheck/next uses from `next/server`. `next` is that subpath's peer dependency,
// installed by the app; this repository does not install it (the registry reachable here has no
// macOS/Windows builds of @next/swc, so a lock file naming next cannot pass `npm ci`). The real
// `after()` is exercised by examples/next-app (npm run example:next) in CI.
declare module 'next/server.js' {
  /** Runs `task` once the response has been sent; throws outside a request. */
  export function after(task: () => unknown): void;
}
