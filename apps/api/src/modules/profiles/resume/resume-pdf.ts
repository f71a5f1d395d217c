import { readFileSync } from 'node:fs';
import PDFDocument from 'pdfkit';
import { firstLevelToTry, ResumeContent, SHORTENING_LEVELS, shorten } from './resume-content';

const MARGIN = 50;
const INK = '#1f2328';
const MUTED = '#57606a';
const ACCENT = '#1a56db';
/** Points between two entries of a section. */
const ENTRY_GAP = 6;

/**
 * Noto Sans (regular and bold) from its npm package, embedded in every resume (subset to the characters
 * used): it has the rupee sign and the Latin diacritics that PDF's standard fonts lack.
 */
const FONT_FILES = {
  regular: '@expo-google-fonts/noto-sans/400Regular/NotoSans_400Regular.ttf',
  bold: '@expo-google-fonts/noto-sans/700Bold/NotoSans_700Bold.ttf',
} as const;

let fonts: Record<keyof typeof FONT_FILES, Buffer> | undefined;

function loadFonts(): Record<keyof typeof FONT_FILES, Buffer> {
  fonts ??= {
    regular: readFileSync(require.resolve(FONT_FILES.regular)),
    bold: readFileSync(require.resolve(FONT_FILES.bold)),
  };
  return fonts;
}

/** A line (or paragraph) of the resume. */
interface Line {
  value: string;
  font: 'regular' | 'bold';
  size: number;
  color: string;
  /** Points of space below it. */
  gapAfter?: number;
}

const line = (value: string, font: Line['font'], size: number, color: string, gapAfter = 0): Line => ({
  value,
  font,
  size,
  color,
  gapAfter,
});

/** Thrown when the next block would start a page beyond the most allowed. */
class TooLong extends Error {}

/**
 * Draws blocks one below the other; a block that does not fit on the page starts the next one, and one
 * that would need a page beyond `maxPages` throws TooLong (or, when `stopWhenFull`, is left out with all
 * after it).
 */
class Writer {
  private full = false;

  constructor(
    readonly doc: PDFKit.PDFDocument,
    private readonly maxPages: number,
    private readonly stopWhenFull: boolean,
  ) {}

  get width(): number {
    return this.doc.page.width - 2 * MARGIN;
  }

  /** Draws `draw` when `height` points fit on this page or a next page within the limit. */
  block(height: number, draw: () => void): void {
    if (this.full) return;
    const bottom = this.doc.page.height - MARGIN;
    if (this.doc.y + height > bottom) {
      if (this.doc.bufferedPageRange().count >= this.maxPages) {
        if (!this.stopWhenFull) throw new TooLong();
        this.full = true;
        return;
      }
      this.doc.addPage();
    }
    draw();
  }

  /** Lines drawn as one block (an entry's title stays with its details), then `after` points of space. */
  text(lines: Line[], after = 0): void {
    const { doc } = this;
    const options = { width: this.width, lineGap: 1.5 };
    const shown = lines.filter((l) => l.value);
    const height = shown.reduce(
      (sum, l) =>
        sum + doc.font(l.font).fontSize(l.size).heightOfString(l.value, options) + (l.gapAfter ?? 0),
      after,
    );
    this.block(height, () => {
      for (const l of shown) {
        doc.font(l.font).fontSize(l.size).fillColor(l.color).text(l.value, MARGIN, doc.y, options);
        doc.y += l.gapAfter ?? 0;
      }
      doc.y += after;
    });
  }

  heading(title: string): void {
    const { doc } = this;
    doc.font('bold').fontSize(11.5);
    // A heading keeps at least one line of its section with it.
    this.block(doc.currentLineHeight(true) + 30, () => {
      doc.y += 10;
      doc
        .fillColor(ACCENT)
        .text(title.toUpperCase(), MARGIN, doc.y, { width: this.width, characterSpacing: 0.8 });
      const y = doc.y + 2;
      doc
        .moveTo(MARGIN, y)
        .lineTo(MARGIN + this.width, y)
        .lineWidth(0.6)
        .strokeColor('#d0d7de')
        .stroke();
      doc.y = y + 6;
    });
  }
}

function draw(writer: Writer, c: ResumeContent): void {
  writer.text([
    line(c.name, 'bold', 22, INK, 2),
    line(c.headline, 'regular', 12, MUTED, 2),
    line(c.contact.join('  ·  '), 'regular', 10, MUTED, 4),
  ]);
  if (c.summary) {
    writer.heading('Summary');
    writer.text([line(c.summary, 'regular', 10, INK)]);
  }
  if (c.skills.length) {
    writer.heading('Skills');
    writer.text([line(c.skills.join('  ·  '), 'regular', 10, INK)]);
  }
  if (c.experiences.length) {
    writer.heading('Experience');
    for (const e of c.experiences) {
      writer.text(
        [
          line([e.jobTitle, e.company].filter((p) => p.trim()).join(' — '), 'bold', 10.5, INK),
          line(e.duration, 'regular', 9.5, MUTED, 1),
          line(e.description, 'regular', 10, INK),
        ],
        ENTRY_GAP,
      );
    }
    if (c.omittedExperiences > 0) {
      const n = c.omittedExperiences;
      writer.text([line(`${n} earlier position${n === 1 ? '' : 's'} not shown`, 'regular', 9.5, MUTED)]);
    }
  }
  if (c.education.length) {
    writer.heading('Education');
    for (const e of c.education) {
      writer.text([line(e.title, 'bold', 10.5, INK), line(e.detail, 'regular', 9.5, MUTED)], ENTRY_GAP);
    }
  }
}

/** Renders the content at one level; TooLong when it needs more pages than allowed (unless `last`). */
function render(content: ResumeContent, maxPages: number, last: boolean): Promise<Buffer> {
  const font = loadFonts();
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    bufferPages: true,
    info: { Title: `${content.name} — Resume`, Author: content.name, Creator: 'Hireloop' },
  });
  doc.registerFont('regular', font.regular);
  doc.registerFont('bold', font.bold);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  try {
    draw(new Writer(doc, maxPages, last), content);
  } catch (error) {
    doc.end();
    throw error;
  }
  doc.end();
  return done;
}

/**
 * The resume as an A4 PDF of at most `maxPages` pages with selectable text: the content at the first
 * shortening level from `from` on that fits (the last level always fits on two pages; anything beyond is
 * left out), with that level's index. Levels before firstLevelToTry cannot fit and are not drawn.
 */
export async function drawResume(
  content: ResumeContent,
  maxPages: number,
  from = firstLevelToTry(content, maxPages),
): Promise<{ pdf: Buffer; level: number }> {
  const last = SHORTENING_LEVELS.length - 1;
  for (let level = Math.min(from, last); ; level++) {
    try {
      return {
        pdf: await render(shorten(content, SHORTENING_LEVELS[level]), maxPages, level === last),
        level,
      };
    } catch (error) {
      if (!(error instanceof TooLong) || level === last) throw error;
    }
  }
}

/** The resume's PDF (drawResume). */
export async function resumePdf(content: ResumeContent, maxPages: number): Promise<Buffer> {
  return (await drawResume(content, maxPages)).pdf;
}
