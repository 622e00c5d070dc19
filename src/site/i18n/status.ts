// How a lab's accreditation status reads in a list (a listing line, a search
// result): active plainly, suspended and withdrawn in the catalogue's capitals,
// a missing status said so. The same words at build time and in the browser.

export interface StatusWords {
  active: string;
  suspended: string;
  withdrawn: string;
  none: string;
}

export function statusWord(status: string | null, words: StatusWords): string {
  switch (status) {
    case 'active':
      return words.active;
    case 'suspended':
      return words.suspended;
    case 'withdrawn':
      return words.withdrawn;
    default:
      return words.none;
  }
}
