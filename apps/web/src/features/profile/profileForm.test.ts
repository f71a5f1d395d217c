import { describe, expect, it } from 'vitest';

import {
  addEntry,
  checkPdf,
  chooseDocument,
  emptyCollege,
  fileSizeText,
  formFromProfile,
  profileInput,
  removeDocument,
  removeEntry,
  updateEntry,
  validateProfileForm,
} from './profileForm';
import { makeProfile } from './testFixtures';

const MB = 1024 * 1024;

function pdf(name = 'resume.pdf', size = 1024, type = 'application/pdf') {
  return { name, size, type };
}

describe('checkPdf (before upload)', () => {
  it('accepts a PDF up to 10 MB', () => {
    expect(checkPdf(pdf())).toBeNull();
    expect(checkPdf(pdf('cv.pdf', 10 * MB))).toBeNull();
  });

  it("refuses anything but a PDF: 'Please select a PDF file only'", () => {
    expect(
      checkPdf(
        pdf('cv.docx', 1024, 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'),
      ),
    ).toBe('Please select a PDF file only');
    expect(checkPdf(pdf('photo.png', 1024, 'image/png'))).toBe('Please select a PDF file only');
    // A .pdf name does not make an image a PDF.
    expect(checkPdf(pdf('photo.pdf', 1024, 'image/png'))).toBe('Please select a PDF file only');
  });

  it('goes by the name when the browser gives no type', () => {
    expect(checkPdf(pdf('CV.PDF', 1024, ''))).toBeNull();
    expect(checkPdf(pdf('cv.txt', 1024, ''))).toBe('Please select a PDF file only');
  });

  it("refuses a PDF over 10 MB: 'File too large. Please select a PDF file smaller than 10MB'", () => {
    expect(checkPdf(pdf('big.pdf', 10 * MB + 1))).toBe(
      'File too large. Please select a PDF file smaller than 10MB',
    );
  });
});

describe('experience and college rows', () => {
  it('always has at least one experience and one college row', () => {
    const form = formFromProfile(makeProfile({ experiences: [], colleges: [] }));
    expect(form.experiences).toHaveLength(1);
    expect(form.colleges).toHaveLength(1);
    expect(form.experiences[0]).toMatchObject({ company: '', jobTitle: '', duration: '', description: '' });
  });

  it('keeps the last experience row when asked to remove it', () => {
    const form = formFromProfile(makeProfile());
    expect(removeEntry(form, 'experiences', form.experiences[0].key)).toBe(form);
  });

  it('adds and removes experience rows, keeping the others', () => {
    let form = addEntry(formFromProfile(makeProfile()), 'experiences');
    expect(form.experiences).toHaveLength(2);
    const [first, second] = form.experiences;
    expect(first.key).not.toBe(second.key);
    form = updateEntry(form, 'experiences', second.key, { company: 'Globex' });
    form = removeEntry(form, 'experiences', first.key);
    expect(form.experiences.map((row) => row.company)).toEqual(['Globex']);
  });

  it('keeps the last college row and removes others', () => {
    let form = formFromProfile(makeProfile());
    expect(removeEntry(form, 'colleges', form.colleges[0].key).colleges).toHaveLength(1);
    form = addEntry(form, 'colleges');
    form = removeEntry(form, 'colleges', form.colleges[0].key);
    expect(form.colleges).toHaveLength(1);
    expect(form.colleges[0].collegeName).toBe('');
  });

  it('gives every new row its own key', () => {
    expect(emptyCollege().key).not.toBe(emptyCollege().key);
  });
});

describe('validateProfileForm', () => {
  it('needs a first and a last name', () => {
    const form = formFromProfile(makeProfile());
    expect(validateProfileForm(form)).toBeNull();
    expect(validateProfileForm({ ...form, firstName: '  ' })).toBe(
      'Please fill in all required fields (First Name, Last Name)',
    );
    expect(validateProfileForm({ ...form, lastName: '' })).toBe(
      'Please fill in all required fields (First Name, Last Name)',
    );
  });

  it('checks the e-mail after the names', () => {
    const form = formFromProfile(makeProfile());
    expect(validateProfileForm({ ...form, email: '' })).toBe('Email address is required');
    expect(validateProfileForm({ ...form, email: 'priya@' })).toBe('Please enter a valid email address');
  });

  it('does not check bio and skills (labelled required only)', () => {
    const form = formFromProfile(makeProfile());
    expect(validateProfileForm({ ...form, bio: '', skills: '' })).toBeNull();
  });
});

describe('documents and the saved input', () => {
  it('sends a chosen file and asks to delete a removed one', () => {
    const form = formFromProfile(makeProfile());
    const file = new File(['%PDF-1.4'], 'new.pdf', { type: 'application/pdf' });
    const chosen = chooseDocument(form, 'coverLetter', file);
    expect(chosen.coverLetter.file).toBe(file);

    const removed = removeDocument(form, 'resume');
    expect(removed.resume.remove).toBe(true);
    expect(profileInput(removed)).toMatchObject({ removeResume: true, removeCoverLetter: false });
    // Removing a just-chosen file only drops the choice.
    expect(removeDocument(chosen, 'coverLetter').coverLetter).toEqual({
      current: null,
      file: null,
      remove: false,
    });
  });

  it('trims the fields, splits the skills and keeps empty optional values null', () => {
    const form = formFromProfile(makeProfile());
    const input = profileInput({
      ...form,
      firstName: ' Priya ',
      middleName: ' ',
      contactNo: '',
      skills: 'React,  typescript , React, ,SQL',
    });
    expect(input).toMatchObject({
      firstName: 'Priya',
      middleName: null,
      lastName: 'Sharma',
      contactNo: null,
      skills: ['React', 'typescript', 'SQL'],
      experiences: [
        {
          company: 'Acme',
          jobTitle: 'Frontend Developer',
          duration: '2 years',
          description: 'Built the design system.',
        },
      ],
      school: { schoolName: 'Kendriya Vidyalaya', grade: 'XII', percentage: '91', year: '2017' },
      colleges: [{ collegeName: 'IIT Madras', degree: 'B.Tech', year: '2021', cgpa: '8.6' }],
      removeResume: false,
      removeCoverLetter: false,
    });
    expect(Object.keys(input.experiences?.[0] ?? {})).not.toContain('key');
  });

  it('writes file sizes for people', () => {
    expect(fileSizeText(2_000)).toBe('2 KB');
    expect(fileSizeText(1.5 * MB)).toBe('1.5 MB');
  });
});
