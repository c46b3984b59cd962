// The page of a route whose screen a later issue builds: its title in the page header, nothing invented.
import { PageHeader } from '../../app/PageHeader';

export interface TitledPageProps {
  title: string;
}

export function TitledPage({ title }: TitledPageProps) {
  return <PageHeader title={title} />;
}

export default TitledPage;
