// What every lab page needs, in every language: the lab's public record and
// the other active labs in its city that share a category. Computed once per
// build, whichever language's route asks first; the routes' paths: English
// at /labs/<slug>/, each language of the lab's register under /<lang>/.
import type { PublicLab } from '../domain/types.ts';
import { DEFAULT_LANGUAGE, labLanguages, type SiteLanguage } from './i18n/paths.ts';
import { type NearbyLab, sameCityLabs } from './nearby.ts';
import { loadPublicLabs } from './site-data.ts';

interface LabPageProps {
  lab: PublicLab;
  nearby: NearbyLab[];
}

let props: Promise<LabPageProps[]> | undefined;

export function labPageProps(): Promise<LabPageProps[]> {
  props ??= loadPublicLabs().then((labs) => {
    const nearby = sameCityLabs(labs);
    return labs.map((lab) => ({ lab, nearby: nearby(lab) }));
  });
  return props;
}

/** The English lab pages' paths (`{ slug }`), or every other language version's (`{ lang, slug }`). */
export async function labRoutePaths(
  versions: 'english' | 'register languages',
): Promise<Array<{ params: { slug: string; lang?: SiteLanguage }; props: LabPageProps }>> {
  return (await labPageProps()).flatMap((props) =>
    versions === 'english'
      ? [{ params: { slug: props.lab.slug }, props }]
      : labLanguages(props.lab.accreditation_body)
          .filter((lang) => lang !== DEFAULT_LANGUAGE)
          .map((lang) => ({ params: { lang, slug: props.lab.slug }, props })),
  );
}
