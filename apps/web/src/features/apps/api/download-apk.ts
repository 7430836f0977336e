import type { TApk } from '@ared/contract/apks';
import { api } from '../../../lib/http';
import { saveFile } from '../../../lib/save-file';

/**
 * GET apks/{id}/download/ with the bearer token (the file is private), saved under the server's name
 * (package-version.apk).
 */
export async function downloadApk(apk: Pick<TApk, 'id' | 'package_name'>): Promise<void> {
  const { blob, fileName } = await api.requestDownload(`apks/${apk.id}/download/`);
  saveFile(blob, fileName ?? `${apk.package_name}.apk`);
}
