import { createDeflate } from 'node:zlib';
import PDFDocument from 'pdfkit';
import { PNG_BYTES } from './pdf';

/** Draws a PDF with pdfkit (standard Helvetica fonts) and answers its bytes. */
function draw(paint: (doc: PDFKit.PDFDocument) => void): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A4', margin: 50, info: { Title: 'Resume' } });
  const parts: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => parts.push(chunk));
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(parts))));
  paint(doc);
  doc.end();
  return done;
}

const heading = (doc: PDFKit.PDFDocument, text: string, x?: number) => {
  doc.moveDown(0.6).font('Helvetica-Bold').fontSize(13);
  if (x === undefined) doc.text(text);
  else doc.text(text, x);
  doc.font('Helvetica').fontSize(10.5);
};

/** One column, "Work Experience" and "Education" headings, title and employer on the dates' line, bullets. */
export function singleColumnResume(name = 'Priya Sharma'): Promise<Buffer> {
  return draw((doc) => {
    doc.font('Helvetica-Bold').fontSize(20).text(name);
    doc.font('Helvetica').fontSize(10.5).text('priya@example.com | Bengaluru');
    heading(doc, 'Summary');
    doc.text('Frontend developer who builds fast web apps with ReactJS and TypeScript.');
    heading(doc, 'Work Experience');
    doc.font('Helvetica-Bold').text('Senior Software Engineer, Infosys Ltd | Jan 2020 – Present');
    doc.font('Helvetica').text('• Built the customer portal in React and GraphQL');
    doc.text('• Mentored four engineers');
    doc.font('Helvetica-Bold').text('Software Engineer | Wipro Technologies | Jun 2017 - Dec 2019');
    doc.font('Helvetica').text('• Wrote REST APIs in Node.js and PostgreSQL');
    heading(doc, 'Education');
    doc.text('B.Tech in Computer Science, IIT Delhi, 2013 - 2017, CGPA 8.2/10');
    heading(doc, 'Skills');
    doc.text('JS, ReactJS, TypeScript, Node.js, PostgreSQL, Docker, Git');
  });
}

/** Two columns: skills and education on the left, experience on the right. */
export function twoColumnResume(): Promise<Buffer> {
  return draw((doc) => {
    doc.font('Helvetica-Bold').fontSize(20).text('Rahul Mehta', 50, 50);
    const top = 90;
    doc.font('Helvetica-Bold').fontSize(12).text('Skills', 50, top, { width: 150 });
    doc.font('Helvetica').fontSize(10).text('Tally Prime', { width: 150 });
    doc.text('GST Returns', { width: 150 });
    doc.text('MS Excel', { width: 150 });
    doc.text('TDS', { width: 150 });
    doc.moveDown();
    doc.font('Helvetica-Bold').fontSize(12).text('Education', { width: 150 });
    doc.font('Helvetica').fontSize(10).text('B.Com', { width: 150 });
    doc.text('University of Mumbai', { width: 150 });
    doc.text('2016', { width: 150 });
    doc.font('Helvetica-Bold').fontSize(12).text('Experience', 230, top, { width: 320 });
    doc.font('Helvetica').fontSize(10).text('Accountant at Sharma Traders (2019-2023)', { width: 320 });
    doc.text('- Prepared monthly GST returns and bank reconciliation', { width: 320 });
    doc.text('Accounts Assistant at Gupta Enterprises (2016-2019)', { width: 320 });
    doc.text('- Kept the books in Tally', { width: 320 });
  });
}

/** Headings in capitals, employer and title on the lines above the dates (a nurse's resume). */
export function capitalsResume(): Promise<Buffer> {
  return draw((doc) => {
    doc.font('Helvetica-Bold').fontSize(18).text('ANITA VERMA');
    heading(doc, 'PROFESSIONAL EXPERIENCE');
    doc.text('Apollo Hospitals');
    doc.text('Staff Nurse');
    doc.text('March 2018 to Present');
    doc.text('• Patient care in the ICU; IV cannulation and wound dressing');
    doc.text('• Basic Life Support and CPR for emergencies');
    heading(doc, 'EDUCATIONAL QUALIFICATIONS');
    doc.text('Rajiv Gandhi University of Health Sciences');
    doc.text('B.Sc Nursing');
    doc.text('2012 - 2016');
    doc.text('HSC, Kendriya Vidyalaya, 2012, 82%');
  });
}

/** Three pages: a summary, positions on the second page, education on the third. */
export function threePageResume(): Promise<Buffer> {
  return draw((doc) => {
    doc.font('Helvetica-Bold').fontSize(20).text('Karthik Iyer');
    heading(doc, 'Profile');
    doc.text('Data analyst working with Python, Pandas and Power BI. '.repeat(6));
    doc.addPage();
    heading(doc, 'Employment History');
    doc.text('Data Analyst | Flipkart | 2021 - Present');
    doc.text('• Built sales dashboards in Power BI and SQL');
    doc.text('Business Analyst | Deloitte | 2018 - 2021');
    doc.text('• Requirement gathering and Excel models');
    doc.addPage();
    heading(doc, 'Education');
    doc.text('MBA (Business Analytics), Symbiosis Institute of Business Management, 2018');
  });
}

/** A scanned resume: one page holding only a picture, no text. */
export function imageOnlyResume(): Promise<Buffer> {
  return draw((doc) => {
    doc.image(PNG_BYTES, 50, 50, { width: 495, height: 700 });
  });
}

/** A file that starts as a PDF and then is not one. */
export function corruptPdf(): Buffer {
  return Buffer.concat([
    Buffer.from('%PDF-1.7\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R'),
    Buffer.alloc(4096, 0x5b),
  ]);
}

/**
 * A one-page PDF whose content stream is `mb` MiB of spaces, compressed (a few hundred bytes per MiB):
 * small to upload, huge once pdf.js inflates it. Compressed as it is made, never whole in memory.
 */
export async function compressionBombPdf(mb: number): Promise<Buffer> {
  const deflate = createDeflate({ level: 9 });
  const parts: Buffer[] = [];
  deflate.on('data', (part: Buffer) => parts.push(part));
  const ended = new Promise((resolve) => deflate.on('end', resolve));
  const spaces = Buffer.alloc(1024 * 1024, ' ');
  for (let i = 0; i < mb; i++) {
    if (!deflate.write(spaces)) await new Promise((resolve) => deflate.once('drain', resolve));
  }
  deflate.end();
  await ended;
  const content = Buffer.concat(parts);
  return Buffer.concat([
    Buffer.from(
      '%PDF-1.4\n1 0 obj <</Type/Catalog/Pages 2 0 R>> endobj\n2 0 obj <</Type/Pages/Kids[3 0 R]/Count 1>> endobj\n' +
        '3 0 obj <</Type/Page/Parent 2 0 R/MediaBox[0 0 612 792]/Contents 4 0 R>> endobj\n' +
        `4 0 obj <</Length ${content.length}/Filter/FlateDecode>> stream\n`,
    ),
    content,
    Buffer.from('\nendstream endobj\ntrailer <</Root 1 0 R>>\n%%EOF\n'),
  ]);
}
