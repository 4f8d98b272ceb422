import type { IncomingMessage } from 'node:http';

/**
 * A request answered before its body was read (a photo refused for its declared size,
 * a full upload budget) is closed in stages, as RFC 9112 §9.6 describes, instead of at once. Node
 * closes a `Connection: close` response's socket as soon as the answer is written
 * (socket.destroySoon); with the client's unread bytes still arriving, the kernel then resets the
 * connection, and a client that is still sending (fetch or http.request without
 * `Expect: 100-continue`) gets EPIPE instead of the answer, which may even be dropped unsent.
 *
 * Here the answer goes out and our side is shut (FIN), then the rest of the body is read and
 * thrown away, nothing kept, until the client closes or has sent its whole body, and the socket
 * is closed only then. At most `drainBytes` are read so: past them the connection is cut as
 * before. The server's idle and whole-request limits (REQUEST_IDLE_TIMEOUT_MS,
 * REQUEST_TIMEOUT_MS) still end a client that sends slowly meanwhile.
 *
 * Call it before the answer is sent, with `Connection: close` set on it.
 */
export function closeAfterAnswer(request: IncomingMessage, options: { drainBytes: number }): void {
  const { socket } = request;
  // Node calls destroySoon once a `Connection: close` response is written (resOnFinish in
  // node:_http_server); this socket gets the staged close in its place.
  socket.destroySoon = () => {
    socket.end();
    const close = () => socket.destroy();
    const closeOnceAnswered = () => {
      if (socket.writableFinished) close();
      else socket.once('finish', close);
    };
    if (request.complete) return closeOnceAnswered();
    let drained = 0;
    request.on('data', (chunk: Buffer) => {
      drained += chunk.length;
      if (drained > options.drainBytes) close();
    });
    request.once('end', closeOnceAnswered);
    socket.once('end', closeOnceAnswered);
    request.resume();
  };
}
