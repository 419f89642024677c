import { describe, expect, it } from 'vitest';
import { detectImageType, isPlainText, sniffFileType } from './file-type';

describe('file types from bytes', () => {
  it('knows a PDF, a PNG, a JPEG, a ZIP container and a WebP by their first bytes, whatever follows', () => {
    expect(sniffFileType(Buffer.from('%PDF-1.7\n…'))).toBe('application/pdf');
    expect(sniffFileType(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]))).toBe('image/png');
    expect(sniffFileType(Buffer.from([0xff, 0xd8, 0xff, 0xe0]))).toBe('image/jpeg');
    expect(sniffFileType(Buffer.from('PK\x03\x04rest'))).toBe('application/zip');
    expect(sniffFileType(Buffer.from('RIFF\0\0\0\0WEBPVP8 '))).toBe('image/webp');
    expect(sniffFileType(Buffer.from('%PDF'))).toBeNull();
    expect(sniffFileType(Buffer.from('#!/bin/sh\n'))).toBeNull();
  });

  it('calls only images images', () => {
    expect(detectImageType(Buffer.from([0xff, 0xd8, 0xff, 0xe0]))).toBe('image/jpeg');
    expect(detectImageType(Buffer.from('%PDF-1.7'))).toBeNull();
  });

  it('takes UTF-8 text with tabs and line ends as plain text, and nothing with other control characters', () => {
    expect(isPlainText(Buffer.from('Name,Sum\r\nԱրամ,1\tИван\f\n'))).toBe(true);
    expect(isPlainText(Buffer.from('text\u0000more'))).toBe(false);
    expect(isPlainText(Buffer.from('bell\u0007'))).toBe(false);
    expect(isPlainText(Buffer.from('delete\u007f'))).toBe(false);
    expect(isPlainText(Buffer.from([0x61, 0xc3]))).toBe(false);
    expect(isPlainText(Buffer.alloc(0))).toBe(false);
  });
});
