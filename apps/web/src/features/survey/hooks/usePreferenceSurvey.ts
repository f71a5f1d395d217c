import { useMutation, useQuery } from '@apollo/client/react';

import {
  MyPreferenceSurveyDocument,
  SavePreferenceSurveyDocument,
  type MyPreferenceSurveyQuery,
} from '../../../gql/graphql';
import type { SurveyAnswers } from '../surveySteps';

export type SavedSurvey = NonNullable<MyPreferenceSurveyQuery['myPreferenceSurvey']>;

/** The seeker's saved survey answers, if any (to start from). */
export function useSavedSurvey(): { saved: SavedSurvey | null; loading: boolean } {
  const { data, loading } = useQuery(MyPreferenceSurveyDocument, { fetchPolicy: 'cache-and-network' });
  return { saved: data?.myPreferenceSurvey ?? null, loading: loading && !data };
}

/** Saves the survey answers; rejects with the GraphQL or network error. */
export function useSaveSurvey(): {
  submit: (answers: SurveyAnswers) => Promise<SavedSurvey>;
  submitting: boolean;
} {
  const [save, { loading }] = useMutation(SavePreferenceSurveyDocument, {
    update(cache, { data }) {
      if (data) {
        cache.writeQuery({
          query: MyPreferenceSurveyDocument,
          data: { myPreferenceSurvey: data.savePreferenceSurvey },
        });
      }
    },
  });
  return {
    submit: async (answers) => {
      const result = await save({ variables: { input: answers } });
      if (!result.data) throw new Error('No answer');
      return result.data.savePreferenceSurvey;
    },
    submitting: loading,
  };
}
