/**
 * Setup file (vitest.config.ts): happy-dom never fetches iframes, external stylesheets or scripts in our
 * tests, and says so on `console.error` with a DOMException and its stack every time a canvas or a
 * preview puts one in the document ("Iframe page loading is disabled."). Those are the fake DOM's own
 * limits, not errors of the code under test, and no test asserts on them; the element still gets its
 * `error` event as before. Every other call passes through unchanged.
 */
import nodeConsole from 'node:console';

const DISABLED_LOADING =
  /^Failed to load (iframe page|external stylesheet|script|module) ".*"\. \w+ (page|file) loading is disabled\.$/;

function isDisabledLoading(args: unknown[]): boolean {
  const [first] = args;
  return (
    args.length === 1 &&
    first instanceof Error &&
    first.name === 'NotSupportedError' &&
    DISABLED_LOADING.test(first.message)
  );
}

// happy-dom writes to the console it was given when the environment started: Node's own, not the one
// vitest puts in `globalThis.console` for the tests (which it captures per test).
if (typeof window !== 'undefined' && 'happyDOM' in window) {
  const error = nodeConsole.error;
  nodeConsole.error = (...args: unknown[]) => {
    if (!isDisabledLoading(args)) error.apply(nodeConsole, args);
  };
}
