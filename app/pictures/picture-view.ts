/** What the pages get of a picture: its URLs and sizes, never its storage keys. */
export interface PictureView {
  id: string;
  width: number;
  height: number;
  thumbWidth: number;
  thumbHeight: number;
  byteSize: number;
  downloadName: string;
  thumbUrl: string;
  displayUrl: string;
  originalUrl: string;
}
