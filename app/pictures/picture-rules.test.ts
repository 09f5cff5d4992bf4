import { describe, expect, it } from 'vitest';
import {
  cleanOriginalName,
  formatFileSize,
  formatMegabytes,
  type PictureLimits,
  parseResolution,
  resolutionAllowed,
  sniffImageFormat,
  tooLargeMessage,
} from './picture-rules';

const limits: PictureLimits = {
  maxFileBytes: 25 * 1024 * 1024,
  minResolution: { width: 640, height: 480 },
  maxResolution: { width: 12000, height: 12000 },
};

describe('picture rules', () => {
  it('tells JPEG and PNG by their first bytes, and nothing else', () => {
    expect(sniffImageFormat(new Uint8Array([0xff, 0xd8, 0xff, 0xe0]))).toBe('jpeg');
    expect(sniffImageFormat(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))).toBe('png');
    expect(sniffImageFormat(new TextEncoder().encode('GIF89a..'))).toBeNull();
    expect(sniffImageFormat(new TextEncoder().encode('hello, I am text'))).toBeNull();
    expect(sniffImageFormat(new Uint8Array([0xff, 0xd8]))).toBeNull();
  });

  it('judges resolution in either orientation', () => {
    expect(resolutionAllowed({ width: 640, height: 480 }, limits)).toBe(true);
    expect(resolutionAllowed({ width: 480, height: 640 }, limits)).toBe(true);
    expect(resolutionAllowed({ width: 639, height: 480 }, limits)).toBe(false);
    expect(resolutionAllowed({ width: 1000, height: 400 }, limits)).toBe(false);
    expect(resolutionAllowed({ width: 12000, height: 12000 }, limits)).toBe(true);
    expect(resolutionAllowed({ width: 12001, height: 800 }, limits)).toBe(false);
  });

  it('reads WIDTHxHEIGHT and writes the size limit into the message', () => {
    expect(parseResolution('640x480')).toEqual({ width: 640, height: 480 });
    expect(parseResolution('0x480')).toBeNull();
    expect(parseResolution('640 by 480')).toBeNull();
    expect(tooLargeMessage(limits)).toBe('Selected file size exceeds maxFileSize (25 MB)');
    expect(formatMegabytes(1.5 * 1024 * 1024)).toBe('1.5 MB');
    expect(formatFileSize(35_000)).toBe('34 KB');
    expect(formatFileSize(3 * 1024 * 1024)).toBe('3 MB');
  });
});

describe('original file names (issue 24: kept as data, never a storage key)', () => {
  it('keeps the name as sent, spaces and accents included', () => {
    expect(cleanOriginalName('DSC_0412 Bay mare – jump.JPG')).toBe('DSC_0412 Bay mare – jump.JPG');
  });

  it('keeps the last segment of a path, without control characters, at most 255 characters', () => {
    expect(cleanOriginalName('C:\\Shoots\\spring/IMG_1.jpg')).toBe('IMG_1.jpg');
    expect(cleanOriginalName('IMG\u0000_2\n.jpg')).toBe('IMG_2.jpg');
    expect(cleanOriginalName(`${'a'.repeat(300)}.jpg`)).toHaveLength(255);
  });

  it('answers null when no name is left', () => {
    expect(cleanOriginalName('')).toBeNull();
    expect(cleanOriginalName('folder/')).toBeNull();
    expect(cleanOriginalName('\u0001 ')).toBeNull();
  });
});
