import { z } from 'zod';
import { text } from '../text';

/** The spec's error envelope: `errorDetails[0].errorId` and `message`, plus `appId` and `correlationId`. */
export const errorEnvelopeSchema = z.object({
  errorDetails: z
    .array(
      z
        .object({ errorId: text(), message: text(), field: text().optional() })
        .catchall(z.union([text(), z.number(), z.boolean(), z.array(z.record(text(), z.union([text(), z.number(), z.boolean()])))])),
    )
    .min(1),
  appId: text(),
  correlationId: text(),
});
export type ErrorEnvelope = z.infer<typeof errorEnvelopeSchema>;
