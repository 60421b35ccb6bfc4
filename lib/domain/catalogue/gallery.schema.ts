import * as v from 'valibot';
import { optionalBoolean, optionalText, optionalUrl, requiredText, requiredUrl, sortOrder } from '../fields.ts';

const parentId = (message: string) => v.pipe(v.optional(v.string(message), ''), v.trim(), v.nonEmpty(message), v.uuid(message));

export const folderSchema = v.object({
  name: requiredText('Folder name is required'),
  description: optionalText(2000),
  coverImageUrl: optionalUrl(),
  sortOrder: sortOrder(),
  isActive: optionalBoolean(true),
});

export const gallerySchema = v.object({
  folderId: parentId('Folder is required'),
  name: requiredText('Gallery name is required'),
  description: optionalText(2000),
  coverImageUrl: optionalUrl(),
  sortOrder: sortOrder(),
  isActive: optionalBoolean(true),
});

export const photoSchema = v.object({
  galleryId: parentId('Gallery is required'),
  title: requiredText('Photo title is required'),
  description: optionalText(2000),
  imageUrl: requiredUrl('Image URL is required'),
  thumbnailUrl: optionalUrl(),
  sortOrder: sortOrder(),
  isActive: optionalBoolean(true),
});

export type FolderInput = v.InferOutput<typeof folderSchema>;
export type GalleryInput = v.InferOutput<typeof gallerySchema>;
export type PhotoInput = v.InferOutput<typeof photoSchema>;
