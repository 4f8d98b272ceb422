import { MessageChannel } from 'node:worker_threads';

/**
 * Hands a buffer's memory back at once instead of at the next garbage collection. A dead
 * buffer's memory stays mapped until V8 collects it, and after a burst of stalled uploads
 * ends (408s) nothing allocates, so nothing prompts a collection: the server's RSS stayed up
 * by the size of every abandoned upload. Transferring the ArrayBuffer through a
 * message port detaches it (its length becomes 0); closing both ports drops the message, and
 * with it the only reference to the memory, which is then freed (and unmapped, for buffers as
 * large as an upload). Node 20 has no ArrayBuffer.prototype.transfer to do this directly.
 *
 * Only for a buffer the caller allocated on its own (Buffer.allocUnsafeSlow) and nobody else
 * reads: every view of the memory becomes empty.
 */
export function freeBufferNow(buffer: Buffer): void {
  const { port1, port2 } = new MessageChannel();
  port1.postMessage(null, [buffer.buffer as ArrayBuffer]);
  port1.close();
  port2.close();
}
