import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZApkSchema, type TApk, type TApkType } from '@ared/contract/apks';
import { api } from '../../../lib/http';
import { APKS_KEY } from './apk-keys';

export type UploadApkInput = { name: string; apkType: TApkType; file: File };

/** POST apks/ multipart (name, apk_type, then file) → 201; the server reads the version from the APK. */
export async function uploadApk({ name, apkType, file }: UploadApkInput): Promise<TApk> {
  const form = new FormData();
  form.append('name', name.trim());
  form.append('apk_type', apkType);
  form.append('file', file, file.name);
  return ZApkSchema.parse(await api.post<unknown>('apks/', form));
}

export const useUploadApk = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadApk,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: APKS_KEY }),
  });
};
