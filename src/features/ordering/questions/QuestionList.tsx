// The questionnaire as a list: each question with its section and type, and icon buttons to move it up or down or
// remove it (the first cannot move up, the last cannot move down: order-and-application §4).
import { Badge, Box, Card, Flex, IconButton, Text } from '@radix-ui/themes';
import { ArrowDownIcon, ArrowUpIcon, TrashIcon } from '@radix-ui/react-icons';
import {
  canMoveDown,
  canMoveUp,
  moveQuestionDown,
  moveQuestionUp,
  NO_QUESTIONS,
  questionTypeLabel,
  removeQuestion,
  type Question,
} from './questions';

export interface QuestionListProps {
  questions: readonly Question[];
  onChange(questions: Question[]): void;
}

export function QuestionList({ questions, onChange }: QuestionListProps) {
  if (questions.length === 0) {
    return (
      <Text as="p" color="gray" size="2">
        {NO_QUESTIONS}
      </Text>
    );
  }
  return (
    <Flex asChild direction="column" gap="2" m="0" p="0" style={{ listStyle: 'none' }}>
      <ol aria-label="Questions for referees">
        {questions.map((question, index) => {
          const number = index + 1;
          return (
            <li key={`${index}-${question.QuestionID ?? 'new'}-${question.QuestionDesc}`}>
              <Card size="1">
                <Flex gap="3" align="start" justify="between">
                  <Flex gap="2" align="start" minWidth="0">
                    <Text size="2" weight="bold" color="gray" aria-hidden>
                      {number}.
                    </Text>
                    <Box minWidth="0">
                      <Text as="p" size="2" weight="medium" style={{ overflowWrap: 'anywhere' }}>
                        {question.QuestionDesc}
                      </Text>
                      <Flex gap="2" mt="1" wrap="wrap" align="center">
                        <Text size="1" color="gray" style={{ overflowWrap: 'anywhere' }}>
                          {question.QuestionSection} · {questionTypeLabel(question.QuestionType)}
                        </Text>
                        {question.type === 'custom' && (
                          <Badge size="1" color="indigo" variant="soft">
                            Custom
                          </Badge>
                        )}
                      </Flex>
                    </Box>
                  </Flex>
                  {/* Ghost buttons reach 6 px past their box on each side (27 px hit areas): a gap of 16 px keeps
                      4 px between neighbours' areas (WCAG 2.2 target size), where 4 px made them overlap. */}
                  <Flex gap="4" flexShrink="0">
                    <IconButton
                      type="button"
                      size="2"
                      variant="ghost"
                      aria-label={`Move question ${number} up`}
                      disabled={!canMoveUp(index)}
                      onClick={() => onChange(moveQuestionUp(questions, index))}
                    >
                      <ArrowUpIcon />
                    </IconButton>
                    <IconButton
                      type="button"
                      size="2"
                      variant="ghost"
                      aria-label={`Move question ${number} down`}
                      disabled={!canMoveDown(questions, index)}
                      onClick={() => onChange(moveQuestionDown(questions, index))}
                    >
                      <ArrowDownIcon />
                    </IconButton>
                    <IconButton
                      type="button"
                      size="2"
                      variant="ghost"
                      color="red"
                      aria-label={`Remove question ${number}`}
                      onClick={() => onChange(removeQuestion(questions, index))}
                    >
                      <TrashIcon />
                    </IconButton>
                  </Flex>
                </Flex>
              </Card>
            </li>
          );
        })}
      </ol>
    </Flex>
  );
}
