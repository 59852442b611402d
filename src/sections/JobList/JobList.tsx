import { buttonClass } from '../../ui/Button';
import { SmartLink } from '../../ui/SmartLink';
import { SectionHead } from '../../ui/SectionHead';
import type { JobListProps } from './resolve';
import styles from './JobList.module.css';

export function JobList({
  id,
  heading,
  intro,
  jobs,
  applyLabel,
  locationLabel,
  stipendLabel,
  tone,
}: JobListProps) {
  return (
    <section id={id} className={`section${tone === 'tint' ? ' section--tint' : ''}`}>
      <div className="container">
        <SectionHead heading={heading} intro={intro} />
        <ul className={styles.grid}>
          {jobs.map((job) => (
            <li key={job.id}>
              <article className={styles.card}>
                <h3>{job.title}</h3>
                <p>{job.description}</p>
                <dl className={styles.facts}>
                  <div>
                    <dt>{locationLabel}</dt>
                    <dd>{job.location}</dd>
                  </div>
                  {job.stipend && (
                    <div>
                      <dt>{stipendLabel}</dt>
                      <dd>{job.stipend}</dd>
                    </div>
                  )}
                </dl>
                <SmartLink
                  href={job.applyHref}
                  className={`${buttonClass('primary')} ${styles.apply}`}
                  aria-label={`${applyLabel}: ${job.title}`}
                >
                  {applyLabel}
                  {/* Hidden text makes the link text descriptive for crawlers; the aria-label gives screen
 readers the same words without a pause. */}
                  <span className="visually-hidden">: {job.title}</span>
                </SmartLink>
              </article>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
