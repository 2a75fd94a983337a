/** The title block of a finance page. */
export { PageHeading as FinanceHeading } from "../../../components/page-heading";
