import type { Image } from '../../../server/contracts/image';
import { mutate } from '../outbox/mutate';

/** POST /admin/api/images/upload (SPEC §7): each file in the repeated field `files`; answers the images in order. */
export function uploadImages(files: Iterable<File>): Promise<Image[]> {
  const form = new FormData();
  for (const file of files) form.append('files', file, file.name);
  return mutate<Image[]>({ method: 'POST', url: '/admin/api/images/upload', body: form });
}
