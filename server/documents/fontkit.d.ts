// fontkit ships no types; this is the part the proposal PDF uses (a font's coverage).
declare module 'fontkit' {
  export interface Font {
    hasGlyphForCodePoint(codePoint: number): boolean;
  }
  export function create(buffer: Buffer): Font;
}
