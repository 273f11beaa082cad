import { Island } from '../components/island.tsx'
import { Calculator } from '../islands/calculator/calculator.tsx'
import { SalaryHelper } from '../islands/calculator/salary-helper.tsx'
import type { CalculatorIslandProps } from '../islands/calculator/types.ts'
import { usePage } from '../page-context.tsx'

export interface HomePageProps {
  calculator: CalculatorIslandProps
}

const STEPS = [
  { title: 'calculator.howItWorks.step1Title', text: 'calculator.howItWorks.step1Text' },
  { title: 'calculator.howItWorks.step2Title', text: 'calculator.howItWorks.step2Text' },
  { title: 'calculator.howItWorks.step3Title', text: 'calculator.howItWorks.step3Text' },
] as const

/** The home page: a short hero, the calculator island and three "how it works" steps. */
export function HomePage({ calculator }: HomePageProps) {
  const { t } = usePage()
  return (
    <>
      <section className="hero" aria-labelledby="home-title">
        <p className="eyebrow">{t('calculator.hero.eyebrow')}</p>
        <h1 id="home-title">{t('calculator.hero.title')}</h1>
        <p className="lead">{t('calculator.hero.lead')}</p>
      </section>
      <Island name="calculator" props={calculator}>
        <Calculator {...calculator} salaryHelper={SalaryHelper} />
      </Island>
      <section aria-labelledby="how-it-works-title">
        <h2 id="how-it-works-title">{t('calculator.howItWorks.title')}</h2>
        <ol className="steps">
          {STEPS.map((step) => (
            <li key={step.title}>
              <h3>{t(step.title)}</h3>
              <p className="muted">{t(step.text)}</p>
            </li>
          ))}
        </ol>
      </section>
    </>
  )
}
