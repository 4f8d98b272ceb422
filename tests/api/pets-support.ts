import type { FastifyInstance } from 'fastify';

/** Helpers for the pets API tests. */

export async function addPet(
  app: FastifyInstance,
  cookie: string,
  body: Record<string, unknown> = {},
): Promise<{ statusCode: number; json: () => Record<string, unknown> & { id: string } }> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/pets',
    headers: { cookie },
    payload: { name: 'Rex', species: 'dog', ...body },
  });
  return { statusCode: response.statusCode, json: () => response.json() };
}

/** multipart/form-data with text fields first, then the photo: the order the web sends them in. */
export function photoForm(fields: Record<string, string>, photo: Buffer, photoField = 'image') {
  const boundary = `----pawsmile${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  }
  chunks.push(
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${photoField}"; filename="pet.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
    ),
    photo,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  );
  return { payload: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

export function uploadScanForPet(app: FastifyInstance, cookie: string, photo: Buffer, petId: string) {
  const { payload, contentType } = photoForm({ petId }, photo);
  return app.inject({
    method: 'POST',
    url: '/api/scans',
    payload,
    headers: { 'content-type': contentType, cookie },
  });
}
