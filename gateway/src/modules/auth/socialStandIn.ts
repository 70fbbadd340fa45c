import type { Logger } from 'pino';
import type { SocialStandIn } from '@festalocation/social-standin';
import type { Config } from '../../config.js';
import { loadDevPackage } from '../../devPackages.js';

/** The ids the stand-in configures: the client loads the stand-in's scripts instead of the providers' SDKs. */
export const STANDIN_CLIENT_IDS = {
  google: 'standin-google.apps.festalocation',
  facebook: 'standin-facebook',
  apple: 'standin.apple.festalocation',
} as const;
export const isStandInClientId = (id: string | null | undefined) =>
  id != null && (Object.values(STANDIN_CLIENT_IDS) as string[]).includes(id);

/**
 * Outside production (and unless SOCIAL_STANDIN is off), Google, Facebook and Apple sign-in without
 * credentials are served by the local stand-in (packages/social-standin), so they can be seen and tried.
 */
export async function startSocialStandIn(config: Config, logger: Logger): Promise<SocialStandIn | null> {
  if (config.NODE_ENV === 'production' || !config.SOCIAL_STANDIN) return null;
  if (config.GOOGLE_CLIENT_ID && config.FACEBOOK_APP_ID && config.APPLE_CLIENT_ID) return null;
  const standIn = await loadDevPackage(
    '@festalocation/social-standin',
    'GOOGLE_CLIENT_ID, FACEBOOK_APP_ID or APPLE_CLIENT_ID is',
    () => import('@festalocation/social-standin'),
  );
  return standIn.startSocialStandIn(config, logger, STANDIN_CLIENT_IDS);
}
