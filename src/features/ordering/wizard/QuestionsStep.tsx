// Step 3, Add Questions (only with RC): the references questionnaire editor, kept in the cart.
import { Flex, Heading, Text } from '@radix-ui/themes';
import type { SessionUser } from '../../../app/session';
import { DEFAULT_CHECK_PURPOSE } from '../../../engine/order-rules';
import { cartStore, withQuestions, type Cart } from '../cart';
import { QuestionEditor } from '../questions/QuestionEditor';

export function QuestionsStep({ user, cart }: { user: SessionUser; cart: Cart }) {
  const first = cart.applicants[0];
  // The templates are those of the client the order is for: a recruiter's chosen client, otherwise the user's own.
  const clientId = Number(first?.ClientID || user.dashboardInfo.ClientID);
  return (
    <Flex direction="column" gap="3">
      <Heading as="h2" size="5">
        Add Questions
      </Heading>
      <Text as="p" size="2" color="gray">
        Personalise the questions your applicants’ referees will answer.
      </Text>
      <QuestionEditor
        questions={cart.questions}
        onChange={(questions) => cartStore.update((c) => withQuestions(c, questions))}
        clientId={clientId}
        checkPurpose={first?.CheckPurpose || DEFAULT_CHECK_PURPOSE}
      />
    </Flex>
  );
}
