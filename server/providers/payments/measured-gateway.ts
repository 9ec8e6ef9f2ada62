import type { AuthorizeResult, CardGateway } from './port';

/**
 * The gateway with each answer to an authorization or a 3-D Secure result told to `answered`: its outcome
 * (authorized, challenge, declined), or `error` when there was none in time or the call failed.
 */
export function measuredGateway(gateway: CardGateway, answered: (outcome: string) => void): CardGateway {
  const counted = async (answer: Promise<AuthorizeResult>): Promise<AuthorizeResult> => {
    try {
      const result = await answer;
      answered(result.outcome);
      return result;
    } catch (error) {
      answered('error');
      throw error;
    }
  };
  return {
    describe: (token) => gateway.describe(token),
    authorize: (request) => counted(gateway.authorize(request)),
    completeChallenge: (challengeId, result) => counted(gateway.completeChallenge(challengeId, result)),
    cancel: (reference) => gateway.cancel(reference),
    lookup: (reference) => gateway.lookup(reference),
  };
}
