import { useData } from 'vike-react/useData';
import { FolderLevel } from './FolderLevel.tsx';
import { GalleryLevel } from './GalleryLevel.tsx';
import { PhotoLevel } from './PhotoLevel.tsx';
import type { Data } from './+data.ts';

/** SPEC §2's drill-down: folders, then a folder's galleries, then a gallery's photos. */
export default function Page() {
  const data = useData<Data>();
  if (data.level === 'photos') return <PhotoLevel key={data.gallery.id} folder={data.folder} gallery={data.gallery} photos={data.photos} />;
  if (data.level === 'galleries') return <GalleryLevel key={data.folder.id} folder={data.folder} galleries={data.galleries} />;
  return <FolderLevel folders={data.folders} />;
}
