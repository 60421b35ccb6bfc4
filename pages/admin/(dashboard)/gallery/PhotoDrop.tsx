import { toast } from '#components/ui/notify.ts';
import { reload } from 'vike/client/router';
import type { GalleryPhotoView } from '#lib/domain/catalogue/catalogue.types.ts';
import { api  } from '#lib/api-client.browser.ts';
import { titleFromFileName } from '#lib/upload-image.browser.ts';
import { DropZone } from '#components/admin/uploads/DropZone.tsx';
import { UploadProgress } from '#components/admin/uploads/UploadProgress.tsx';
import { uploadsContent } from '#components/admin/uploads/uploads.content.ts';
import { useUploads } from '#components/admin/uploads/use-uploads.ts';

/** Many photos at once: each dropped or chosen file is uploaded and becomes a photo titled from its name. */
export function PhotoDrop({ galleryId }: { galleryId: string }) {
  const { uploads, busy, upload } = useUploads();
  async function add(files: File[]) {
    const added = await upload(files, async (image, file) => {
      await api.gallery.createPhoto<GalleryPhotoView>({ galleryId, title: titleFromFileName(file.name), imageUrl: image.url });
    });
    if (added > 0) {
      toast.success(uploadsContent.added(added));
      void reload();
    }
  }
  return (
    <div className="mb-6">
      <DropZone multiple disabled={busy} onFiles={(files) => void add(files)} />
      <UploadProgress uploads={uploads} />
    </div>
  );
}
