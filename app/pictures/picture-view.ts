/** What the pages get of a picture: its URLs and sizes, never its storage keys. */
export interface PictureView {
  id: string;
  width: number;
  height: number;
  thumbWidth: number;
  thumbHeight: number;
  /** The display copy's width, for a srcset beside the thumbnail's. */
  displayWidth: number;
  byteSize: number;
  downloadName: string;
  thumbUrl: string;
  displayUrl: string;
  originalUrl: string;
  /** The file name it was uploaded with, when it was kept. */
  originalName: string | null;
  /** The client's choice and note on it. */
  favourite: boolean;
  note: string;
}
