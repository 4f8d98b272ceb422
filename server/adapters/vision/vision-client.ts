import { type TSecondOpinionReport, ZSecondOpinionReport } from '#common/contracts/pets.ts';
import { SCAN_STATUSES, SEVERITIES } from '#common/contracts/scans.ts';

export interface VisionClient {
  /** Asks the model about one JPEG photo; rejects on timeout, HTTP failure or output that breaks the contract. */
  secondOpinion(photo: Buffer): Promise<TSecondOpinionReport>;
}

/** The model's answer did not match ZSecondOpinionReport: worth a retry, then a failed job. */
export class InvalidModelOutputError extends Error {
  override name = 'InvalidModelOutputError';
}

const INSTRUCTIONS = `You screen a photo of a dog's or cat's mouth for gum and tartar problems. You are not a vet and
this is not a diagnosis. Answer with one JSON object and nothing else, with exactly these keys:
"status": one of ${SCAN_STATUSES.join(', ')} ("pale" covers pale, grey-blue or yellow gums; "unclear" when the mouth cannot be judged),
"severity": one of ${SEVERITIES.join(', ')} ("urgent" for pale, grey-blue or yellow gums or signs of infection),
"gingivalIndex": 0-3 on the Loe-Silness scale or null if the gums are not visible,
"calculusIndex": 0-3 (share of visible tooth surface with tartar) or null if the teeth are not visible,
"findings": up to 12 short sentences, each naming what you see and where,
"summary": two or three plain sentences for the owner.`;

/**
 * An OpenAI-compatible chat endpoint with image input (VISION_API_BASE_URL, VISION_API_KEY,
 * VISION_MODEL). The SDK's own retries are off: the job queue retries (jobs/second-opinion-worker.ts),
 * so a slow provider cannot multiply one timeout into several.
 */
export async function createVisionClient(options: {
  baseUrl: string;
  apiKey?: string;
  model: string;
  timeoutMs: number;
}): Promise<VisionClient> {
  // Loaded only when configured: the SDK's modules would otherwise sit in every server's heap
  // (docs/performance.md#memory).
  const { default: OpenAI } = await import('openai');
  const client = new OpenAI({
    baseURL: options.baseUrl,
    apiKey: options.apiKey ?? 'not-needed',
    timeout: options.timeoutMs,
    maxRetries: 0,
  });
  return {
    async secondOpinion(photo) {
      const completion = await client.chat.completions.create({
        model: options.model,
        temperature: 0,
        response_format: { type: 'json_object' },
        messages: [
          { role: 'system', content: INSTRUCTIONS },
          {
            role: 'user',
            content: [
              { type: 'text', text: 'Screen this photo and answer with the JSON object only.' },
              { type: 'image_url', image_url: { url: `data:image/jpeg;base64,${photo.toString('base64')}` } },
            ],
          },
        ],
      });
      return parseModelOutput(completion.choices[0]?.message?.content ?? '');
    },
  };
}

/** Strict: valid JSON, exactly the contract's keys and ranges, or InvalidModelOutputError. */
export function parseModelOutput(content: string): TSecondOpinionReport {
  let json: unknown;
  try {
    json = JSON.parse(content);
  } catch {
    throw new InvalidModelOutputError('The model did not answer with JSON.');
  }
  const parsed = ZSecondOpinionReport.safeParse(json);
  if (!parsed.success) {
    throw new InvalidModelOutputError(
      `The model's JSON broke the contract: ${parsed.error.issues[0]?.message}`,
    );
  }
  return parsed.data;
}
