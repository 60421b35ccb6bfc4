import { useState } from 'react';
import type { GalleryFolderView, GalleryView } from '#database/dto.ts';
import { FolderLevel } from './FolderLevel.tsx';
import { GalleryLevel } from './GalleryLevel.tsx';
import { PhotoLevel } from './PhotoLevel.tsx';

interface GalleryPanelProps {
  folders: GalleryFolderView[];
  createFolderRequested: boolean;
  onCreateFolderRequestHandled: () => void;
}

/** SPEC §2's drill-down: folders, then a folder's galleries, then a gallery's photos. */
export function GalleryPanel({ folders, createFolderRequested, onCreateFolderRequestHandled }: GalleryPanelProps) {
  const [folder, setFolder] = useState<GalleryFolderView | null>(null);
  const [gallery, setGallery] = useState<GalleryView | null>(null);
  // Only a return from a folder moves focus; the tab's first showing leaves it on the tab.
  const [returned, setReturned] = useState(false);

  const backToFolders = () => {
    setFolder(null);
    setReturned(true);
  };

  if (folder && gallery) return <PhotoLevel key={gallery.id} gallery={gallery} onBack={() => setGallery(null)} />;
  if (folder) return <GalleryLevel key={folder.id} folder={folder} onBack={backToFolders} onOpen={setGallery} />;
  return (
    <FolderLevel
      folders={folders}
      onOpen={setFolder}
      focusOnMount={returned}
      createRequested={createFolderRequested}
      onCreateRequestHandled={onCreateFolderRequestHandled}
    />
  );
}
