/** jsdom lacks a few element methods radix primitives call (pointer capture, scrollIntoView). */
const proto = Element.prototype as unknown as Record<string, unknown>;
for (const name of ['hasPointerCapture', 'setPointerCapture', 'releasePointerCapture']) {
  if (typeof proto[name] !== 'function') proto[name] = () => false;
}
if (typeof proto.scrollIntoView !== 'function') proto.scrollIntoView = () => undefined;
