// /admin/reports, the Reports menu (portal §2): the four reports as cards, each a link to its details page.
import { Link } from 'react-router-dom';
import { Card, Grid, Heading, Text } from '@radix-ui/themes';
import { PageHeader } from '../../app/PageHeader';
import { REPORT_TYPES } from './reportTypes';
import './reports.css';

export function ReportsPage() {
  return (
    <>
      <PageHeader title="Reports" description="Choose a report, then the period and filters to show." />
      <Grid columns={{ initial: '1', sm: '2' }} gap="4" asChild>
        <ul className="report-cards">
          {Object.values(REPORT_TYPES).map((report) => (
            <li key={report.id}>
              <Card size="3" asChild>
                <Link to={`/admin/report_details/${report.id}`} className="report-card">
                  <Heading as="h2" size="4" mb="1">
                    {report.title}
                  </Heading>
                  <Text as="p" size="2" color="gray">
                    {report.description}
                  </Text>
                </Link>
              </Card>
            </li>
          ))}
        </ul>
      </Grid>
    </>
  );
}

export default ReportsPage;
