/**
 * Loads one of the local stand-ins (packages/*), development workspaces that imitate a provider when its
 * keys are not set. Only ever called outside production, by a dynamic import the production bundle leaves
 * to Node: the image has no such package, so none of their code ships. A checkout that lacks it (not
 * installed, or not built for the bundle) is told what to do instead of failing on a bare module error.
 */
export async function loadDevPackage<T>(name: string, keys: string, load: () => Promise<T>): Promise<T> {
  try {
    return await load();
  } catch (error) {
    if ((error as { code?: string }).code !== 'ERR_MODULE_NOT_FOUND') throw error;
    throw new Error(
      `${keys} not set, and the local stand-in ${name} (a development workspace) is missing: set them, ` +
        'or run `npm ci && npm run build:gateway` in a checkout.',
      { cause: error },
    );
  }
}
